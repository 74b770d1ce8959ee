import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, MarkAreaComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_AXIS_COLOR, CHART_GRID_COLOR, CHART_PALETTE, honestLineStyle, lineData, type LinePoint } from '@creatorlens/ui';
import type { SignalGrowthChartProps } from './signal-growth-chart.tsx';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, MarkPointComponent, MarkAreaComponent, CanvasRenderer]);

const DAY_MS = 86_400_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The follower line with each dated signal as a pin at its day and growth windows as shaded areas (ECharts). */
export default function SignalGrowthChartCanvas({
  points,
  pointNotes,
  markers,
  height,
  seriesName,
  formatValue,
  formatDate,
  hasZoom,
}: SignalGrowthChartProps) {
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
    // The axis tooltip lists the signals of the hovered day, so the evidence is readable without hitting a small pin.
    const markersNear = (time: number) => markers.filter((marker) => Math.abs(marker.time - time) < DAY_MS / 2);
    // The readings as they are: breaks where readings are missing, a marker on each reading of a sparse series.
    const line = lineData(points, pointNotes);
    chart.setOption(
      {
        animationDuration: 400,
        color: [CHART_PALETTE[0]],
        grid: { left: 8, right: 16, top: 28, bottom: hasZoom ? 48 : 8, containLabel: true },
        tooltip: {
          trigger: 'axis',
          confine: true,
          formatter: (params: unknown) => {
            const items = Array.isArray(params) ? (params as TooltipItem[]) : [params as TooltipItem];
            // The null items of a break are no readings: nothing to show there.
            const first = items.find((item) => item.data?.value?.[1] != null);
            if (!first) return '';
            const [time, value] = first.data.value;
            const head = `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(formatDate(time))}</div>`;
            const note = first.data.note ? `<div style="opacity:.7;font-size:11px">${escapeHtml(first.data.note)}</div>` : '';
            const reading = `<div style="display:flex;gap:12px;justify-content:space-between"><span>${first.marker}${escapeHtml(seriesName)}</span><b>${escapeHtml(
              formatValue(value ?? 0),
            )}</b></div>${note}`;
            const signals = markersNear(time).map(
              (marker) =>
                `<div style="margin-top:6px;max-width:280px;white-space:normal"><b style="color:${marker.color}">● ${escapeHtml(marker.title)}</b><br/>${escapeHtml(marker.text)}</div>`,
            );
            return head + reading + signals.join('');
          },
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
        series: [
          {
            type: 'line',
            name: seriesName,
            data: line.data,
            ...honestLineStyle(line),
            areaStyle: { opacity: 0.1 },
            markPoint: {
              symbol: 'pin',
              symbolSize: 34,
              label: {
                show: true,
                color: '#fff',
                fontSize: 11,
                fontWeight: 'bold',
                formatter: (item: { name?: string }) => item.name ?? '',
              },
              data: markers.map((marker) => ({
                name: marker.pinLabel,
                coord: [marker.time, marker.value],
                itemStyle: { color: marker.color },
              })),
            },
            markArea: {
              silent: true,
              data: markers
                .filter((marker) => marker.fromTime !== null && marker.fromTime < marker.time)
                .map((marker) => [{ xAxis: marker.fromTime, itemStyle: { color: marker.color, opacity: 0.1 } }, { xAxis: marker.time }]),
            },
          },
        ],
      },
      { notMerge: true },
    );
  }, [points, pointNotes, markers, seriesName, formatValue, formatDate, hasZoom]);

  return <div ref={elementRef} data-testid="signal-growth-chart" style={{ height, width: '100%' }} />;
}

interface TooltipItem {
  marker: string;
  data: LinePoint;
}
