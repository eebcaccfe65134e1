import { toast } from './toast.ts';

/** Copies text and confirms with a toast; older browsers and denied permissions fall back to execCommand. */
export async function copyText(text: string, confirmation = 'Copied to clipboard'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(confirmation);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    if (copied) toast.success(confirmation);
    else toast.error('Copying is blocked in this browser. Select the text and copy it yourself.');
    return copied;
  }
}
