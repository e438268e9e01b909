// Error statuses are rendered by the same +onRenderHtml through react-router's error elements.
export default function ErrorPage() {
  return null;
}
