import { useState, type ReactNode } from 'react';
import { useLoad } from '../lib/useLoad';
import { Sheet } from './Sheet';
import { TextArticle, type ArticleText } from './TextArticle';

interface TextSheetProps {
  open: boolean;
  /** Whose text in which language: the same key shows what was loaded before, another loads afresh. */
  textKey: string;
  load(): Promise<ArticleText>;
  /** The sheet's title until the text's own has loaded. */
  title: string;
  failedTitle: string;
  closeLabel: string;
  onClose(): void;
  /** Below a text that has loaded: nothing is agreed to unread. */
  footer?: ReactNode;
}

function LoadedTextSheet({ open, textKey, load, title, failedTitle, closeLabel, onClose, footer }: TextSheetProps) {
  const text = useLoad(textKey, load);
  const ready = text.status === 'ready';
  return (
    <Sheet size="part" open={open} title={ready ? text.data.title : title} closeLabel={closeLabel} onClose={onClose} footer={ready ? footer : undefined}>
      <TextArticle text={text} failedTitle={failedTitle} inSheet />
    </Sheet>
  );
}

/**
 * A text the server keeps per promoter (terms, an agreement), read in a sheet over a form so
 * nothing typed is lost. It loads when first opened and stays, hidden, for the next opening.
 */
export function TextSheet(props: TextSheetProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <LoadedTextSheet {...props} /> : null;
}
