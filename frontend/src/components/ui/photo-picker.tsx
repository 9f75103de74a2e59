import { useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A button that opens the photo picker (gallery or files; images only). The file input itself is
 * hidden from view and from assistive technology: the button is the control.
 */
export function PhotoPickerButton({
  onPick,
  multiple = false,
  testId,
  disabled,
  variant,
  block,
  className,
  children,
}: {
  onPick: (files: File[]) => void;
  multiple?: boolean;
  /** For tests, which set files on the hidden input directly. */
  testId: string;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  block?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // choosing the same photo again still fires a change
          if (files.length > 0) onPick(files);
        }}
      />
      <Button
        variant={variant}
        block={block}
        className={className}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
