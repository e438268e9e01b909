/** The page's h1. */
export function PageHeading({ title }: { title: string }) {
  return <h1 className="mb-3 text-lg font-bold">{title}</h1>;
}
