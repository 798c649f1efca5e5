// The operations registry: every operation of the REST API, declared once (see README.md).
import type { Operation } from './operation.ts';
import * as access from './access.ts';
import * as admin from './admin.ts';
import * as graph from './graph.ts';
import * as intel from './intel.ts';
import * as payments from './payments.ts';
import * as pulse from './pulse.ts';
import * as service from './service.ts';
import * as webapp from './webapp.ts';

export const OPERATIONS: Operation[] = [
  service.overview,
  service.healthCheck,
  service.healthHead,
  service.pricing,
  intel.analyze,
  intel.batch,
  intel.demo,
  intel.demoInfo,
  intel.intelChallenge,
  intel.intelHead,
  intel.batchChallenge,
  graph.graph,
  graph.marketShare,
  access.keyStatus,
  access.sessionStatus,
  access.trialKey,
  access.operatorUsage,
  access.setOperatorBudget,
  payments.createApiKey,
  payments.activatePlan,
  payments.createPendingPayment,
  payments.pendingPaymentStatus,
  payments.paymentWebhook,
  pulse.pulseSubscribe,
  pulse.pulseList,
  pulse.pulseStatus,
  pulse.pulseUnsubscribe,
  pulse.pulseResume,
  pulse.pulseDeliveries,
  admin.adminCreateApiKey,
  admin.adminCreateSession,
  admin.adminListCredentials,
  admin.adminShowCredential,
  admin.adminCredit,
  admin.adminRefund,
  admin.adminRevoke,
  admin.adminSetOperatorCap,
  service.openapiJson,
  service.openapiYaml,
  service.docsPage,
  service.docsInit,
  service.docsAsset,
  webapp.appHome,
  webapp.appPage,
  webapp.appAsset,
  webapp.appCypher,
] as Operation[];

export function operationById(operationId: string): Operation | undefined {
  return OPERATIONS.find((op) => op.operationId === operationId);
}

export { access, admin, graph, intel, payments, pulse, service, webapp };
export type { InputOf, Operation, Pricing, PlannedAnalysis, Access } from './operation.ts';
export { documentedResponses } from './responses.ts';
export { toJsonSchema } from './jsonSchema.ts';
