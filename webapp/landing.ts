// The landing page's free demo: POST /demo with the text and mode; the answer or the envelope's message.
import { api, ApiError } from './lib/api.ts';
import { byId, formValue, h, say, onEvent } from './lib/dom.ts';

interface DemoAnswer {
  positioning_summary: string;
  mode: string;
  market_score: { threat_level: string; moat_strength: number; market_maturity: string; agent_recommendation: string };
}

const form = byId<HTMLFormElement>('demo-form');
const out = byId('demo-out');
form.addEventListener(
  'submit',
  onEvent(async (event) => {
    event.preventDefault();
    const status = h('p', { class: 'status', role: 'status' });
    out.replaceChildren(status);
    say(status, 'Analyzing…');
    try {
      const { data } = await api<DemoAnswer>('POST', '/demo', {
        body: { text: formValue(form, 'text'), mode: formValue(form, 'mode') },
      });
      const s = data.market_score;
      out.replaceChildren(
        h(
          'div',
          { class: 'panel' },
          h('p', { class: 'lead' }, data.positioning_summary),
          h(
            'ul',
            { class: 'score' },
            h('li', {}, 'Threat ', h('b', {}, s.threat_level)),
            h('li', {}, 'Moat ', h('b', {}, s.moat_strength.toFixed(2))),
            h('li', {}, 'Maturity ', h('b', {}, s.market_maturity)),
            h('li', {}, 'Recommendation ', h('b', {}, s.agent_recommendation)),
          ),
          h(
            'p',
            { class: 'small' },
            'The full analysis adds competitors, pain points, sources and the mode insight: ',
            h('a', { href: '/app/analyze' }, 'run one'),
          ),
          '.',
        ),
      );
    } catch (err) {
      say(status, err instanceof ApiError ? err.message : 'Something went wrong.', 'error');
    }
  }),
);
