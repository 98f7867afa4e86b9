// Content: write, translate, publish and unpublish articles and banners by category.
export function ArticlesPage() {
  return <h1>Articles</h1>;
}
