/**
 * Settings' line on the store's agentic discovery document (UCP): verified (how many signing
 * keys, their kids, the MCP endpoint live prices use), not published, or refused and why.
 */
import type { IntlShape } from 'react-intl';
import type { AgenticDocumentStatus } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'settings.agentic.title', defaultMessage: 'Agentic document' },
  none: { id: 'settings.agentic.none', defaultMessage: 'None' },
  noneText: { id: 'settings.agentic.noneText', defaultMessage: 'This store has no agentic address; live prices are read by polling the cart.' },
  verified: { id: 'settings.agentic.verified', defaultMessage: 'Verified' },
  verifiedMcp: {
    id: 'settings.agentic.verifiedMcp',
    defaultMessage: '{count, plural, one {# signing key} other {# signing keys}} ({kids}); live prices over MCP at {endpoint}.',
  },
  verifiedNoMcp: {
    id: 'settings.agentic.verifiedNoMcp',
    defaultMessage:
      '{count, plural, one {# signing key} other {# signing keys}} ({kids}); it names no MCP endpoint, so live prices are read by polling the cart.',
  },
  absent: { id: 'settings.agentic.absent', defaultMessage: 'Not published' },
  absentText: { id: 'settings.agentic.absentText', defaultMessage: 'The store publishes no {url}; live prices over MCP at {endpoint}.' },
  refused: { id: 'settings.agentic.refused', defaultMessage: 'Refused' },
  refusedText: { id: 'settings.agentic.refusedText', defaultMessage: '{url} was refused: {reason}. Live prices are read by polling the cart.' },
  unreadable: { id: 'settings.agentic.unreadable', defaultMessage: 'Not read' },
  unreadableText: {
    id: 'settings.agentic.unreadableText',
    defaultMessage: '{url} could not be read: {reason}. Live prices are read by polling the cart.',
  },
});

/** The document's outcome as a badge word and the sentence after it. */
function agenticDocumentWords(status: AgenticDocumentStatus, words: IntlShape): { badge: string; tone: 'ok' | 'info' | 'warn'; text: string } {
  switch (status.state) {
    case 'none':
      return { badge: words.formatMessage(messages.none), tone: 'info', text: words.formatMessage(messages.noneText) };
    case 'verified': {
      const keys = { count: status.signingKeys.length, kids: status.signingKeys.join(', ') };
      const text = status.mcpEndpoint
        ? words.formatMessage(messages.verifiedMcp, { ...keys, endpoint: status.mcpEndpoint })
        : words.formatMessage(messages.verifiedNoMcp, keys);
      return { badge: words.formatMessage(messages.verified), tone: 'ok', text };
    }
    case 'absent':
      return {
        badge: words.formatMessage(messages.absent),
        tone: 'info',
        text: words.formatMessage(messages.absentText, { url: status.documentUrl, endpoint: status.mcpEndpoint }),
      };
    case 'refused':
      return {
        badge: words.formatMessage(messages.refused),
        tone: 'warn',
        text: words.formatMessage(messages.refusedText, { url: status.documentUrl, reason: status.reason }),
      };
    case 'unreadable':
      return {
        badge: words.formatMessage(messages.unreadable),
        tone: 'warn',
        text: words.formatMessage(messages.unreadableText, { url: status.documentUrl, reason: status.reason }),
      };
  }
}

export function AgenticDocumentFacts({ status }: { status: AgenticDocumentStatus }) {
  const words = useWords();
  const facts = agenticDocumentWords(status, words);
  return (
    <>
      <dt>{words.formatMessage(messages.title)}</dt>
      <dd>
        <span className={`badge badge-${facts.tone}`}>{facts.badge}</span> {facts.text}
      </dd>
    </>
  );
}
