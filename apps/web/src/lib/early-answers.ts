// Answers the early start script (build/early-start.ts) fetched while the app's scripts were still
// downloading: the home screen's public data, keyed by URL. Each is taken once; a later call of the
// same URL goes to the network as usual.
export type EarlyAnswer = { ok: boolean; status: number; text: string };

type EarlyWindow = Window & { __earlyAnswers?: Record<string, Promise<EarlyAnswer> | undefined> };

export function takeEarlyAnswer(url: string): Promise<EarlyAnswer> | undefined {
  const answers = (window as EarlyWindow).__earlyAnswers;
  const answer = answers?.[url];
  if (answers && answer) delete answers[url];
  return answer;
}
