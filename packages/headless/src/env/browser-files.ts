import { isBrowser } from './environment.ts';

// Files the player keeps (the registration details as a picture): apart from browser-session.ts, which the first
// view uses, so that the registration form's chunk carries them and not every page.

/** Offers `content` as a download named `fileName`. */
export function saveFile(fileName: string, content: Blob): void {
  if (!isBrowser()) return;
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface TextPictureOptions {
  /** Width of the picture in CSS pixels. */
  width?: number;
  background?: string;
  color?: string;
}

/**
 * Draws lines of text on a canvas and answers it as a PNG, or null where there is no canvas (server, tests).
 * The first line is drawn bold as a title.
 */
export async function drawTextPicture(lines: readonly string[], { width = 480, background = '#ffffff', color = '#0f1b33' }: TextPictureOptions = {}): Promise<Blob | null> {
  if (!isBrowser()) return null;
  const canvas = document.createElement('canvas');
  const scale = 2;
  const lineHeight = 32;
  const padding = 24;
  canvas.width = width * scale;
  canvas.height = (padding * 2 + lines.length * lineHeight) * scale;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return null;
  context.scale(scale, scale);
  context.fillStyle = background;
  context.fillRect(0, 0, width, canvas.height / scale);
  context.fillStyle = color;
  context.textBaseline = 'top';
  lines.forEach((line, index) => {
    context.font = `${index === 0 ? '700 20px' : '400 18px'} system-ui, sans-serif`;
    context.fillText(line, padding, padding + index * lineHeight, width - padding * 2);
  });
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
