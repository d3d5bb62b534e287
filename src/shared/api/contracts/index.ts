import type { Contract } from '../contract';
import { accountContracts } from './accounts';
import { aclContracts } from './acl';
import { analyticsContracts } from './analytics';
import { communityContracts } from './moderation';
import { revisionContracts } from './content-revisions';
import { contentContracts } from './content';
import { engagementContracts } from './engagement';
import { eventsGuidesContracts } from './events-guides';
import { integrationContracts } from './integrations';
import { managedContentContracts, managerContentContracts, termContracts } from './manager-content';
import { newsletterContracts } from './newsletter';
import { notificationTicketContracts } from './notifications-tickets';
import { passkeyContracts } from './passkeys';
import { portabilityContracts } from './portability';
import { previewContracts, previewLinkContracts } from './preview-links';
import { sessionContracts } from './sessions';
import { systemContracts } from './system';
import { webhookContracts } from './webhooks';
import { twoFactorContracts } from './two-factor';
import { workingCopyContracts } from './working-copies';

export { managedContentContracts, previewLinkContracts, revisionContracts, termContracts };

/** Every endpoint with a name of its own, by `operationId`: `contracts.updateEvent`. */
export const contracts = {
  ...systemContracts,
  ...accountContracts,
  ...sessionContracts,
  ...twoFactorContracts,
  ...contentContracts,
  ...engagementContracts,
  ...aclContracts,
  ...notificationTicketContracts,
  ...communityContracts,
  ...eventsGuidesContracts,
  ...managerContentContracts,
  ...portabilityContracts,
  ...previewContracts,
  ...workingCopyContracts,
  ...passkeyContracts,
  ...integrationContracts,
  ...webhookContracts,
  ...newsletterContracts,
  ...analyticsContracts,
};

/** Every endpoint of the API, in document order; a test checks each route handler on disk is one of them. */
export const contractList: readonly Contract[] = [
  ...[systemContracts, accountContracts, sessionContracts, twoFactorContracts, contentContracts, engagementContracts, aclContracts].flatMap((area) =>
    Object.values(area),
  ),
  ...[notificationTicketContracts, communityContracts, eventsGuidesContracts, portabilityContracts, workingCopyContracts, integrationContracts, webhookContracts, newsletterContracts, analyticsContracts].flatMap((area) => Object.values(area)),
  ...[...Object.values(managedContentContracts), ...Object.values(termContracts), managerContentContracts].flatMap((area) =>
    Object.values(area),
  ),
  ...Object.values(previewContracts),
  ...Object.values(passkeyContracts),
  ...Object.values(revisionContracts).flatMap((area) => Object.values(area)),
  ...Object.values(previewLinkContracts).flatMap((area) => Object.values(area)),
];
