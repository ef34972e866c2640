// Draws every chart of comparison.html with the inlined ECharts library: each <div data-chart="ID"> takes its
// options from the JSON block whose id is ID. The SVG renderer keeps the charts sharp when printed or
// zoomed. An "item" tooltip shows the text the harness wrote for the point (its "tip"), so that the words on hover
// come from the same place as the table's. window.vtbenchCharts exposes the charts by id for ComparisonPageIT.
(function () {
  'use strict';
  var charts = {};

  function escapeHtml(text) {
    return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  function itemTip(params) {
    var data = params.data;
    var text = data && typeof data === 'object' && !Array.isArray(data) && data.tip ? data.tip : (params.name || params.seriesName);
    return escapeHtml(text);
  }

  document.querySelectorAll('div[data-chart]').forEach(function (element) {
    var id = element.getAttribute('data-chart');
    var source = document.getElementById(id);
    if (!source) {
      return;
    }
    var option = JSON.parse(source.textContent);
    if (option.tooltip && option.tooltip.trigger === 'item') {
      option.tooltip.formatter = itemTip;
    }
    var chart = echarts.init(element, null, {renderer: 'svg'});
    chart.setOption(option);
    charts[id] = chart;
  });

  var pending = null;
  window.addEventListener('resize', function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      Object.keys(charts).forEach(function (id) { charts[id].resize(); });
    }, 100);
  });
  window.vtbenchCharts = charts;
})();
