extension BenchPage {
    /// The page's style: system fonts; bars and lines as wide as the page.
    static let style = """
        body{font:14px system-ui,sans-serif;margin:1em 2em;color:#222;background:#fff}
        h1{margin:.2em 0;font-size:1.5em}h2{margin:1.2em 0 .3em;font-size:1.2em}h3{margin:.8em 0 .2em;font-size:1em}
        code{font:12px ui-monospace,monospace}
        .bars{display:block;max-width:900px;background:#f6f6f6}.bars .bar{fill:#9bb8e6}.bars text{font-size:12px;fill:#111}
        .stack{display:block;min-width:240px}td.share{width:40%}
        .sweep{width:100%;max-width:900px;display:block;background:#f6f6f6}
        .sweep polyline{fill:none;stroke-width:2px;vector-effect:non-scaling-stroke}.sweep .axes{fill:none;stroke:#999}
        .key{white-space:nowrap;margin-right:.8em}.key i{display:inline-block;width:.9em;height:.9em;margin-right:.3em;vertical-align:-.1em}
        table{border-collapse:collapse;margin:.3em 0}th{cursor:pointer;background:#eee;user-select:none}
        th,td{padding:2px 8px;text-align:left;border-bottom:1px solid #ddd}
        #errors:empty{display:none}#errors{color:#c22;border:1px solid #c22;padding:.5em}
        """

    /// The page's script: a click on a table's heading sorts it by that
    /// column (numbers as numbers), again to reverse. When it has run it
    /// sets `data-script="ran"` on the body.
    static let script = """
        document.querySelectorAll('table.sortable').forEach(function(t){
          t.querySelectorAll('th').forEach(function(th,i){th.addEventListener('click',function(){
            var b=t.tBodies[0],rows=Array.prototype.slice.call(b.rows),up=th.dataset.up!=='1';
            t.querySelectorAll('th').forEach(function(h){delete h.dataset.up;});if(up)th.dataset.up='1';
            function key(r){var s=r.cells[i].textContent.replace(/[\\u2009\\s]/g,''),n=parseFloat(s);return isNaN(n)?s:n;}
            rows.sort(function(a,c){var x=key(a),y=key(c);var d=(typeof x==='number'&&typeof y==='number')?x-y:String(x).localeCompare(String(y));return up?d:-d;});
            rows.forEach(function(r){b.appendChild(r);});});});});
        document.body.dataset.script='ran';
        """
}
