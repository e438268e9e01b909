// The page markup comes from react-router in +onRenderHtml; Vike needs a page entry to route to.
export default function Page() {
  return null;
}
