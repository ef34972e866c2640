// ComparisonPageIT's probe, appended to a copy of comparison.html after its own scripts: for every chart it shows a
// tooltip, toggles the first legend entry and zooms, as a reader would, and writes what it saw as JSON into
// a <pre> with id selftest for the test to read from Chromium's --dump-dom. Steps are a few hundred virtual milliseconds
// apart, so that each one is painted before the next is measured.
(function () {
  'use strict';
  var charts = window.vtbenchCharts || {};
  var results = {};
  var ids = Object.keys(charts);
  // Paint each action at once rather than on the next animation frame, which a busy headless Chromium may not reach
  // within the virtual time between two steps (seen in CI: a deselected series still painted).
  var FLUSH = {flush: true};

  /** The SVG elements painted in a series' colour (its line, points, whiskers and the legend's sample). */
  function painted(chart, option, name) {
    var series = option.series.filter(function (s) { return s.name === name; })[0];
    var hex = series && series.itemStyle && series.itemStyle.color ? series.itemStyle.color.toLowerCase() : null;
    if (!hex) {
      return 0;
    }
    var rgb = 'rgb(' + [1, 3, 5].map(function (i) { return parseInt(hex.substr(i, 2), 16); }).join(',') + ')';
    var count = 0;
    chart.getDom().querySelectorAll('svg [stroke], svg [fill]').forEach(function (element) {
      ['stroke', 'fill'].forEach(function (attribute) {
        var value = (element.getAttribute(attribute) || '').replace(/\s/g, '').toLowerCase();
        if (value === hex || value === rgb) {
          count++;
        }
      });
    });
    return count;
  }

  function legendName(option) {
    var legend = option.legend && option.legend[0];
    var first = legend && legend.data && legend.data[0];
    return first == null ? null : (typeof first === 'object' ? first.name : first);
  }

  function shownPoint(option) {
    for (var s = 0; s < option.series.length; s++) {
      var series = option.series[s];
      if (series.silent || !series.data) {
        continue;
      }
      for (var d = 0; d < series.data.length; d++) {
        if (series.data[d] != null) {
          return {seriesIndex: s, dataIndex: d, name: series.name};
        }
      }
    }
    return null;
  }

  function tooltipText(chart) {
    var children = chart.getDom().children;
    var text = '';
    for (var i = 0; i < children.length; i++) {
      if (!children[i].querySelector('svg')) {
        text += children[i].textContent;
      }
    }
    return text;
  }

  function leftValue(chart, option) {
    var left = option.grid && option.grid[0] ? Number(option.grid[0].left) : 0;
    var value = chart.convertFromPixel({xAxisIndex: 0}, left + 1);
    return Array.isArray(value) ? value[0] : value;
  }

  function step(delay, action) {
    return function (next) {
      setTimeout(function () { action(); next(); }, delay);
    };
  }

  var steps = [
    step(200, function () {
      ids.forEach(function (id) {
        var chart = charts[id];
        var option = chart.getOption();
        var legend = legendName(option);
        var result = results[id] = {svg: !!chart.getDom().querySelector('svg'), legend: legend, paintedBefore: painted(chart, option, legend)};
        if (result.legend) {
          chart.dispatchAction({type: 'legendToggleSelect', name: result.legend}, FLUSH);
        }
      });
    }),
    step(300, function () {
      ids.forEach(function (id) {
        var chart = charts[id];
        var option = chart.getOption();
        var result = results[id];
        result.paintedAfter = painted(chart, option, result.legend);
        result.deselected = !!(result.legend && option.legend[0].selected && option.legend[0].selected[result.legend] === false);
        if (result.legend) {
          chart.dispatchAction({type: 'legendToggleSelect', name: result.legend}, FLUSH);
        }
        var point = shownPoint(option);
        result.tipSeries = point && point.name;
        if (point) {
          chart.dispatchAction({type: 'showTip', seriesIndex: point.seriesIndex, dataIndex: point.dataIndex}, FLUSH);
        }
      });
    }),
    step(300, function () {
      ids.forEach(function (id) {
        var chart = charts[id];
        var option = chart.getOption();
        var result = results[id];
        result.tip = tooltipText(chart);
        chart.dispatchAction({type: 'hideTip'}, FLUSH);
        result.zoomable = !!(option.dataZoom && option.dataZoom.length);
        if (result.zoomable) {
          result.leftBefore = leftValue(chart, option);
          chart.dispatchAction({type: 'dataZoom', start: 20, end: 80}, FLUSH);
        }
      });
    }),
    step(300, function () {
      ids.forEach(function (id) {
        var result = results[id];
        if (result.zoomable) {
          result.leftAfter = leftValue(charts[id], charts[id].getOption());
        }
      });
      var pre = document.createElement('pre');
      pre.id = 'selftest';
      pre.textContent = JSON.stringify(results);
      document.body.appendChild(pre);
    })
  ];

  (function run(index) {
    if (index < steps.length) {
      steps[index](function () { run(index + 1); });
    }
  })(0);
})();
