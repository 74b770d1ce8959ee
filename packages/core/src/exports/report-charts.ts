import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

// The product's chart colours (packages/ui charts palette), so the report looks like the app.
const PALETTE = ['#6366f1', '#0ea5e9', '#22c55e', '#f59e0b', '#ef4444', '#a855f7'];
const AXIS = {
  axisLine: { lineStyle: { color: '#94a3b8' } },
  axisLabel: { color: '#475569', fontSize: 10 },
  splitLine: { lineStyle: { color: '#e2e8f0' } },
};

const compactFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });
const compact = (value: number): string => compactFormat.format(value);

/** Renders an ECharts option to an SVG string on the server (no DOM); disposing releases zrender's timers. */
function renderSvg(option: echarts.EChartsCoreOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, color: PALETTE, textStyle: { fontFamily: 'Helvetica' }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Follower growth of one channel as a line chart (daily snapshots). */
export function followerGrowthSvg(points: { day: string; followers: number }[], width: number, height: number): string {
  return renderSvg(
    {
      grid: { left: 48, right: 12, top: 12, bottom: 28 },
      xAxis: { type: 'category', data: points.map((point) => point.day), ...AXIS, axisLabel: { ...AXIS.axisLabel, hideOverlap: true } },
      yAxis: { type: 'value', scale: true, ...AXIS, axisLabel: { ...AXIS.axisLabel, formatter: compact } },
      series: [
        {
          type: 'line',
          data: points.map((point) => point.followers),
          showSymbol: false,
          lineStyle: { width: 2 },
          areaStyle: { opacity: 0.08 },
        },
      ],
    },
    width,
    height,
  );
}

/** Engagement rate per channel as bars (percent). */
export function engagementSvg(bars: { label: string; rate: number }[], width: number, height: number): string {
  return renderSvg(
    {
      grid: { left: 48, right: 12, top: 12, bottom: 40 },
      xAxis: {
        type: 'category',
        data: bars.map((bar) => bar.label),
        ...AXIS,
        axisLabel: { ...AXIS.axisLabel, interval: 0, overflow: 'truncate', width: 90 },
      },
      yAxis: { type: 'value', ...AXIS, axisLabel: { ...AXIS.axisLabel, formatter: (value: number) => `${(value * 100).toFixed(1)}%` } },
      series: [
        {
          type: 'bar',
          data: bars.map((bar, index) => ({ value: bar.rate, itemStyle: { color: PALETTE[index % PALETTE.length] } })),
          barMaxWidth: 40,
        },
      ],
    },
    width,
    height,
  );
}
