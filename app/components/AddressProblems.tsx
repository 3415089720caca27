/** What an address-kept page (the list, the week) could not read of its address, said above the rest it kept. */
export function AddressProblems({ what, problems }: { what: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="form-error list-problems" role="alert">
      <p>Part of this address is not {what}, so it was left out:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
