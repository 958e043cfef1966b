/**
 * Every signature check of a received request at once, body included: what a test asks of a
 * signed request it holds whole. The demo store checks the headers first and the body once it has
 * read it (`verifySignatureHeaders`, then `checkSignedBody`), as this does.
 */
import {
  checkSignedBody,
  verifySignatureHeaders,
  type ReceivedRequest,
  type SignatureVerdict,
  type VerifyOptions,
} from '../../../shared/http-signatures/verify-request.js';

export async function verifyRequest(request: ReceivedRequest, options: VerifyOptions): Promise<SignatureVerdict> {
  const verdict = await verifySignatureHeaders(request, options);
  if (verdict.status !== 'verified') return verdict;
  return (await checkSignedBody(verdict.signature, request.headers, request.body)) ?? verdict;
}
