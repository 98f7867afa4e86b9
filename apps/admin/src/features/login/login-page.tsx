// The back office's own login: the normal user/login, then admin/me; an account that is not an
// admin is refused here and its fresh session revoked, so no user session lingers in this tab.
import { useState, type FormEvent } from 'react';
import { adminMe } from '@platform/shared/contract/admin';
import { userLogin, userLogout } from '@platform/shared/contract/account';
import { ApiError, NOT_ADMIN_NOTICE, api, errorText } from '../../lib/api.ts';
import { signIn } from '../../lib/session.ts';

async function logInAsAdmin(email: string, password: string): Promise<void> {
  const token = await api.call(userLogin, { user_string: email, password });
  try {
    const me = await api.call(adminMe, {}, { token });
    signIn(token, me);
  } catch (error) {
    await api.call(userLogout, {}, { token }).catch(() => undefined);
    if (error instanceof ApiError && error.code === 'admin_only') throw new Error(NOT_ADMIN_NOTICE);
    throw error;
  }
}

export function LoginPage({ notice }: { notice: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setFailure('Please enter your email and password.');
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await logInAsAdmin(email.trim(), password);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const message = failure || notice;
  return (
    <div className="login-screen">
      <form className="login-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="login-brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={40} height={40} />
          <div>
            <h1>Back office</h1>
            <p>Nova Exchange administrators only</p>
          </div>
        </div>
        {message && (
          <div className={`alert ${failure ? 'alert-error' : 'alert-info'}`} role="alert">
            {message}
          </div>
        )}
        <label className="form-field">
          <span>Email</span>
          <input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
        </label>
        <label className="form-field">
          <span>Password</span>
          <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </div>
  );
}
