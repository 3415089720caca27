/** What a category page looks like while its recipes load after a click. */
export function CategoryPending({ label }: { label: string }) {
  return (
    <div className="page" aria-busy="true">
      <h1>{label}</h1>
      <p className="lede" role="status">
        Loading recipes…
      </p>
      <ul className="recipe-grid" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <span className="recipe-card recipe-card-skeleton">
              <span className="recipe-card-image-skeleton" />
              <span className="recipe-card-name">&nbsp;</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
