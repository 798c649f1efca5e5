// GET /graph and GET /graph/market-share/{sector}: free reads of the competitive graph, adapters over
// the operations of src/operations/graph.ts.
import { restRoute, type RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { graphView, marketShareView } from '../../graph/views.ts';
import { graph, marketShare } from '../../operations/graph.ts';

export function graphRoutes(services: AppServices): RouteSpec[] {
  return [
    restRoute(graph, async (ctx, { query }) => {
      ctx.body = await graphView(services, query);
    }),
    restRoute(marketShare, async (ctx, { params }) => {
      ctx.body = await marketShareView(services, params.sector);
    }),
  ];
}
