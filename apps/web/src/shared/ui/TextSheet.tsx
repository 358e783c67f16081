import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Sheet } from './Sheet';
import { TextArticle, type ArticleText } from './TextArticle';

interface TextSheetProps<T extends ArticleText> {
  open: boolean;
  /** The text's query (e.g. `endpointQuery('aboutText', …)`): its key says whose text in which language. */
  query: UseQueryOptions<T, Error, T, readonly unknown[]>;
  /** The sheet's title until the text's own has loaded. */
  title: string;
  failedTitle: string;
  closeLabel: string;
  onClose(): void;
  /** Below a text that has loaded: nothing is agreed to unread. */
  footer?: ReactNode;
}

function LoadedTextSheet<T extends ArticleText>({ open, query, title, failedTitle, closeLabel, onClose, footer }: TextSheetProps<T>) {
  const text = useQuery(query);
  const loaded = text.data;
  return (
    <Sheet size="part" open={open} title={loaded ? loaded.title : title} closeLabel={closeLabel} onClose={onClose} footer={loaded ? footer : undefined}>
      <TextArticle text={text} failedTitle={failedTitle} inSheet />
    </Sheet>
  );
}

/**
 * A text the server keeps per promoter (terms, an agreement), read in a sheet over a form so
 * nothing typed is lost. It loads when first opened and stays, hidden, for the next opening.
 */
export function TextSheet<T extends ArticleText>(props: TextSheetProps<T>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <LoadedTextSheet {...props} /> : null;
}
