import { metricKind } from '../analytics/metric-kinds.ts';
import type { AnalyticsFilter, AnalyticsMetric } from '../analytics/query.ts';
import { isolate } from '../bidi-isolate.ts';
import type { AiLanguage } from './plan.ts';
import type { WriterPhrases } from './writer-phrases.ts';
import { dimensionNames, metricNames, valueNames } from './writer-words.ts';

/**
 * How the writer shows a value: numbers with Intl in the answer's language,
 * rates as percentages, durations in minutes and seconds, countries and
 * languages by their names, time buckets as dates in the item's zone.
 */
const DAY_MS = 86_400_000;

export const isRate = (metric: string) => metricKind(metric) === 'rate';

export class ValueFormat {
  readonly locale: string;
  constructor(
    readonly language: AiLanguage,
    readonly timeZone: string,
    readonly phrases: WriterPhrases,
    readonly currency?: string,
    /** the vital a query reads (CLS has no unit, the others are milliseconds) */
    readonly vital?: string,
  ) {
    // the charts format with the bare language too, so answer and chart show the same digits
    this.locale = language;
  }

  private num(value: number, options: Intl.NumberFormatOptions = {}) {
    return new Intl.NumberFormat(this.locale, options).format(value);
  }

  metricName(metric: string, inSentence = false): string {
    const name = metricNames[this.language][metric] ?? metric;
    return inSentence && (this.language === 'en' || this.language === 'fr') ? name.toLowerCase() : name;
  }

  dimensionName(dimension: string, inSentence = false): string {
    const name = dimensionNames[this.language][dimension] ?? dimension;
    return inSentence && (this.language === 'en' || this.language === 'fr') ? name.toLowerCase() : name;
  }

  duration(seconds: number): string {
    const total = Math.round(seconds);
    const unit = (value: number, u: string) => this.num(value, { style: 'unit', unit: u, unitDisplay: 'short' });
    if (total < 60) return unit(total, 'second');
    const minutes = Math.floor(total / 60);
    const rest = total % 60;
    return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
  }

  /** One metric value as a reader expects it; '–' for an undefined ratio. */
  metric(metric: AnalyticsMetric, value: number | null | undefined): string {
    if (value === null || value === undefined || !Number.isFinite(value)) return '–';
    switch (metricKind(metric)) {
      case 'rate':
        return this.num(value, { style: 'percent', maximumFractionDigits: 1 });
      case 'duration':
        return this.duration(value);
      case 'money':
        return this.currency
          ? this.num(value, { style: 'currency', currency: this.currency })
          : this.num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      case 'decimal':
        return this.num(value, { maximumFractionDigits: 2 });
      case 'vital':
        if (this.vital === 'CLS') return this.num(value, { maximumFractionDigits: 3 });
        return this.num(Math.round(value), { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
      case 'count':
        return this.num(value, { maximumFractionDigits: 0 });
    }
  }

  percent(share: number): string {
    return this.num(share, { style: 'percent', maximumFractionDigits: 1 });
  }

  /** The change from `previous` to `current`: relative for counts, in points for rates. */
  change(metric: AnalyticsMetric, current: number, previous: number): string {
    if (isRate(metric)) {
      const pts = this.num((current - previous) * 100, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
      return `${pts}${this.phrases.points}`;
    }
    return this.num((current - previous) / previous, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
  }

  private date(ms: number, options: Intl.DateTimeFormatOptions, timeZone = this.timeZone) {
    return new Intl.DateTimeFormat(this.locale, { timeZone, ...options }).format(ms);
  }

  /** A time bucket's label ('YYYY-MM-DD', 'YYYY-MM-DD HH:00', the Monday, 'YYYY-MM-01'), wall clock. */
  bucket(dimension: string, label: string): string {
    const ms = Date.parse(`${label.replace(' ', 'T')}${label.length > 10 ? ':00' : 'T00:00:00'}Z`);
    if (Number.isNaN(ms)) return label;
    if (dimension === 'hour') return this.date(ms, { dateStyle: 'medium', timeStyle: 'short' }, 'UTC');
    if (dimension === 'month') return this.date(ms, { month: 'long', year: 'numeric' }, 'UTC');
    const day = this.date(ms, { dateStyle: 'medium' }, 'UTC');
    return dimension === 'week' ? this.phrases.weekOf(day) : day;
  }

  /** A half-open range as dates in the item's zone ("1–30 Nov 2026"); with hours when it is under two days and not whole days. */
  range(range: { from: string; to: string }): string {
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    const wholeDays = this.isMidnight(from) && this.isMidnight(to);
    // a few hours: with the times, the end as it is; days: the dates, the last day being the one before `to`
    const hours = !wholeDays && to - from < 2 * DAY_MS;
    const options: Intl.DateTimeFormatOptions = hours
      ? { dateStyle: 'medium', timeStyle: 'short' }
      : { dateStyle: 'medium' };
    const format = new Intl.DateTimeFormat(this.locale, { timeZone: this.timeZone, ...options });
    return format.formatRange(from, hours ? to : to - 1);
  }

  private isMidnight(ms: number): boolean {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: this.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ms);
    return parts === '00:00';
  }

  /** A dimension value by its name (a country, a language, a channel), '(none)' when empty. */
  value(dimension: string, value: string | number | null | undefined): string {
    if (value === null || value === undefined || value === '') return this.phrases.none;
    const text = String(value);
    if (dimension === 'hour' || dimension === 'day' || dimension === 'week' || dimension === 'month') {
      return this.bucket(dimension, text);
    }
    const named = (type: 'region' | 'language') => {
      try {
        return new Intl.DisplayNames([this.locale], { type, fallback: 'code' }).of(text) ?? text;
      } catch {
        return text;
      }
    };
    if (dimension === 'country') return named('region');
    if (dimension === 'language') return named('language');
    const table: Record<string, string> = {
      channel: 'channel',
      device_type: 'device',
      type: 'type',
      trigger: 'trigger',
      os: 'os',
      visitor_type: 'visitor_type',
    };
    const group = table[dimension];
    // the value as stored (a page, a campaign, a browser) is the data's own: set apart
    return (group && valueNames[this.language][group]?.[text.toLowerCase()]) || isolate(text);
  }

  list(items: string[], type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction'): string {
    return new Intl.ListFormat(this.locale, { type, style: 'long' }).format(items);
  }

  /** `onLines`: the query reads the products' own lines (a product dimension), not the orders holding them */
  filter(f: AnalyticsFilter, onLines = false): string {
    // a product keeps the orders holding it (their whole revenue), and says so
    if (f.dimension === 'product' && !onLines && f.op !== 'contains' && f.op !== 'starts_with') {
      const products = 'values' in f ? this.list(f.values.map(isolate), 'disjunction') : isolate(f.value);
      return this.phrases.orders[f.op](products);
    }
    const d = this.dimensionName(f.dimension, true);
    if ('values' in f) {
      return this.phrases.filter[f.op](
        d,
        this.list(
          f.values.map((v) => this.value(f.dimension, v)),
          'disjunction',
        ),
      );
    }
    const exact = f.op === 'eq' || f.op === 'neq';
    return this.phrases.filter[f.op](d, exact ? this.value(f.dimension, f.value) : isolate(f.value));
  }
}
