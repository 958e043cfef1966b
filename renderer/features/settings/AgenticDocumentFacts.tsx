/**
 * Settings' line on the store's agentic discovery document (UCP): verified (how many signing
 * keys, their kids, the MCP endpoint live prices use), not published, or refused and why.
 */
import type { AgenticDocumentStatus } from '../../../shared/bridge/bridge.js';

/** The document's outcome as a badge word and the sentence after it. */
function agenticDocumentWords(status: AgenticDocumentStatus): { badge: string; tone: 'ok' | 'info' | 'warn'; text: string } {
  switch (status.state) {
    case 'none':
      return { badge: 'None', tone: 'info', text: 'This store has no agentic address; live prices are read by polling the cart.' };
    case 'verified': {
      const keys = `${status.signingKeys.length} signing ${status.signingKeys.length === 1 ? 'key' : 'keys'} (${status.signingKeys.join(', ')})`;
      const mcp = status.mcpEndpoint
        ? `live prices over MCP at ${status.mcpEndpoint}`
        : 'it names no MCP endpoint, so live prices are read by polling the cart';
      return { badge: 'Verified', tone: 'ok', text: `${keys}; ${mcp}.` };
    }
    case 'absent':
      return { badge: 'Not published', tone: 'info', text: `The store publishes no ${status.documentUrl}; live prices over MCP at ${status.mcpEndpoint}.` };
    case 'refused':
      return { badge: 'Refused', tone: 'warn', text: `${status.documentUrl} was refused: ${status.reason}. Live prices are read by polling the cart.` };
    case 'unreadable':
      return { badge: 'Not read', tone: 'warn', text: `${status.documentUrl} could not be read: ${status.reason}. Live prices are read by polling the cart.` };
  }
}

export function AgenticDocumentFacts({ status }: { status: AgenticDocumentStatus }) {
  const words = agenticDocumentWords(status);
  return (
    <>
      <dt>Agentic document</dt>
      <dd>
        <span className={`badge badge-${words.tone}`}>{words.badge}</span> {words.text}
      </dd>
    </>
  );
}
