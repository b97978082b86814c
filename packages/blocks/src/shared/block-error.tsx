import { BUILDER_BLOCK_ERROR_MESSAGE } from '@lumo/block-schema';
import './base.css';

export interface BlockErrorProps {
  /** The message in the page's language (context.text.blockError); SPEC §8's English without. */
  message?: string;
  /** Editor mode: what went wrong, shown under the message so editors can fix it. */
  details?: string[];
}

/** SPEC §8: what a failed page-builder block renders instead of itself. */
export function BlockError({ message = BUILDER_BLOCK_ERROR_MESSAGE, details }: BlockErrorProps) {
  return (
    <div className="lb-block-error" role="alert" data-testid="block-error">
      <p className="lb-block-error__message">{message}</p>
      {details && details.length > 0 ? (
        <ul className="lb-block-error__details">
          {details.map((detail, position) => (
            <li key={position}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
