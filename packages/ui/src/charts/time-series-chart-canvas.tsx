import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { honestLineStyle, lineData, type LinePoint } from './line-points.ts';
import { CHART_AXIS_COLOR, CHART_COLORS, CHART_GRID_COLOR, CHART_PALETTE } from './palette.ts';
import type { TimeSeriesChartProps } from './time-series-chart.tsx';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

type CanvasProps = Omit<TimeSeriesChartProps, 'className' | 'description'> & { height: number };

const defaultFormatValue = (value: number) => String(value);
const defaultFormatDate = (epochMillis: number) => new Date(epochMillis).toISOString().slice(0, 10);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export default function TimeSeriesChartCanvas({
  series,
  height,
  formatValue = defaultFormatValue,
  formatDate = defaultFormatDate,
  hasLegend = series.length > 1,
  hasZoom = false,
  hasArea = series.length === 1,
}: CanvasProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const bottom = (hasZoom ? 48 : 8) + (hasLegend ? 28 : 0);
    chart.setOption(
      {
        animationDuration: 400,
        color: series.map((item, index) => item.color ?? CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_COLORS.indigo),
        grid: { left: 8, right: 16, top: 16, bottom, containLabel: true },
        legend: hasLegend
          ? { show: true, bottom: hasZoom ? 40 : 0, icon: 'circle', itemWidth: 8, itemHeight: 8, textStyle: { color: CHART_AXIS_COLOR } }
          : { show: false },
        tooltip: {
          trigger: 'axis',
          confine: true,
          formatter: (params: unknown) =>
            tooltipHtml(Array.isArray(params) ? (params as TooltipItem[]) : [params as TooltipItem], formatValue, formatDate),
        },
        xAxis: {
          type: 'time',
          axisLine: { lineStyle: { color: CHART_GRID_COLOR } },
          axisLabel: { color: CHART_AXIS_COLOR, hideOverlap: true, formatter: (value: number) => formatDate(value) },
          splitLine: { show: false },
        },
        yAxis: {
          type: 'value',
          scale: true,
          axisLabel: { color: CHART_AXIS_COLOR, formatter: (value: number) => formatValue(value) },
          splitLine: { lineStyle: { color: CHART_GRID_COLOR } },
        },
        dataZoom: hasZoom ? [{ type: 'inside' }, { type: 'slider', height: 24, bottom: 8 }] : [],
        series: series.map((item) => {
          const line = lineData(item.points, item.pointNotes);
          return {
            type: 'line',
            name: item.name,
            data: line.data,
            ...honestLineStyle(line),
            areaStyle: hasArea ? { opacity: 0.12 } : undefined,
          };
        }),
      },
      { notMerge: true },
    );
  }, [series, formatValue, formatDate, hasLegend, hasZoom, hasArea]);

  return <div ref={elementRef} data-testid="time-series-chart" style={{ height, width: '100%' }} />;
}

interface TooltipItem {
  marker: string;
  seriesName: string;
  data: LinePoint;
}

/**
 * The hovered readings with their exact dates and notes (sources). A series whose nearest reading is on another day
 * than the first one names its own date; the null items of a break are left out (there was no reading).
 */
function tooltipHtml(params: TooltipItem[], formatValue: (value: number) => string, formatDate: (epochMillis: number) => string): string {
  const items = params.filter((item) => item.data?.value?.[1] != null);
  const first = items[0];
  if (!first) return '';
  const headTime = first.data.value[0];
  const head = `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(formatDate(headTime))}</div>`;
  const rows = items.map((item) => {
    const [time, value] = item.data.value;
    const ownDate = time === headTime ? '' : ` <span style="opacity:.7">(${escapeHtml(formatDate(time))})</span>`;
    const note = item.data.note
      ? `<div style="opacity:.7;font-size:11px;max-width:260px;white-space:normal">${escapeHtml(item.data.note)}</div>`
      : '';
    return `<div style="display:flex;gap:12px;justify-content:space-between"><span>${item.marker}${escapeHtml(item.seriesName)}${ownDate}</span><b>${escapeHtml(formatValue(value ?? 0))}</b></div>${note}`;
  });
  return head + rows.join('');
}
