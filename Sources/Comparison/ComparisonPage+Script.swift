extension ComparisonPage {
    /// The page's style: system fonts, a verdict colored by its class, the
    /// charts as wide as the page, images at 1:1 CSS pixel scaled by the
    /// zoom (`--z`) with no smoothing (`image-rendering: pixelated`), so a
    /// one-pixel edge stays a sharp square when zoomed.
    static let style = """
        body{font:14px system-ui,sans-serif;margin:1em 2em;color:#222;background:#fff}
        h1{margin:.2em 0}h2{margin:1.2em 0 .3em;font-size:1.2em}code{font:12px ui-monospace,monospace}
        #verdict{font-weight:bold;font-size:1.2em;padding:.3em .6em;display:inline-block;color:#fff}
        .pass{background:#2a7d2a}.fail{background:#c22}
        dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:bold}dd{margin:0}
        .chart{width:100%;height:120px;display:block;background:#f6f6f6;cursor:crosshair}
        .chart polyline,.chart circle{fill:none;stroke:#1f5fbf;stroke-width:1.5px;vector-effect:non-scaling-stroke}
        .chart .limit{stroke:#333;stroke-dasharray:6 4;stroke-width:1px;vector-effect:non-scaling-stroke}
        .chart .over{fill:#f66;fill-opacity:.3}
        .axis{display:flex;justify-content:space-between;margin:0;color:#666}
        table{border-collapse:collapse}th{cursor:pointer;background:#eee;user-select:none}
        th,td{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}tr.o td{background:#fee}
        tr.sel td{background:#cde}tbody tr{cursor:pointer}td img{display:block;image-rendering:pixelated}
        #view{--z:1}.px{image-rendering:pixelated;width:calc(var(--w)*var(--z)*1px);height:calc(var(--h)*var(--z)*1px)}
        .trio{display:flex;flex-wrap:wrap;gap:8px;overflow:auto}figure{margin:0}
        .stage{position:relative;width:max-content;max-width:100%;overflow:auto;background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stage img{display:block}#fa{position:absolute;left:0;top:0;clip-path:inset(0 calc(100% - var(--s,50%)) 0 0)}
        .blink #fa{clip-path:none}.blink.off #fa{visibility:hidden}
        .trio img{background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
        #errors:empty{display:none}#errors{color:#c22;border:1px solid #c22;padding:.5em}
        """

    /// The page's script, the only code on it besides `HTMLText.page`'s
    /// error catcher:
    /// headings sort the table; a chart
    /// click or a frame number opens that frame in the view; the radio
    /// buttons pick slider or blink; the select zooms; an image of the view
    /// that does not load is an error. When it has run it sets
    /// `data-script="ran"` on the body.
    static let script = """
        (function(){
        var $=function(id){return document.getElementById(id);};
        var body=document.querySelector('#table tbody'),rows=Array.prototype.slice.call(body.rows);
        function num(t){return t==='inf'?Infinity:t==='ok'?0:t==='over'?1:parseFloat(t);}
        var heads=document.querySelectorAll('#table th'),dir={};
        Array.prototype.forEach.call(heads,function(th,i){th.addEventListener('click',function(){
          dir[i]=-(dir[i]||-1);var d=dir[i];
          rows.slice().sort(function(a,b){var x=num(a.cells[i]?a.cells[i].textContent:''),y=num(b.cells[i]?b.cells[i].textContent:'');
            if(isNaN(x))x=-Infinity;if(isNaN(y))y=-Infinity;return x<y?-d:x>y?d:0;})
            .forEach(function(r){body.appendChild(r);});});});
        var byFrame=rows.slice().sort(function(a,b){return num(a.cells[0].textContent)-num(b.cells[0].textContent);});
        var view=$('view'),flip=$('flip');
        function open(row,scroll){
          rows.forEach(function(r){r.classList.remove('sel');});row.classList.add('sel');
          var prefix=imagesOf(row);
          if(!prefix||!flip){row.scrollIntoView({block:'center'});return;}
          $('va').src=$('fa').src=prefix+'.a.png';$('vb').src=$('fb').src=prefix+'.b.png';$('vh').src=prefix+'.heat.png';
          $('vnum').textContent=row.cells[0].textContent;
          var heads=document.querySelector('#table thead tr').cells,line=[];
          for(var i=0;i<8;i++)line.push(heads[i].textContent+' '+row.cells[i].textContent);
          $('vline').textContent=line.join('  ');
          if(scroll)view.scrollIntoView();
        }
        function imagesOf(row){var a=row.querySelector('a[href]'),i=row.querySelector('img');
          return a?a.getAttribute('href').replace(/\\.compare\\.png$/,''):i?i.getAttribute('src').replace(/\\.thumb\\.png$/,''):null;}
        rows.forEach(function(r){r.addEventListener('click',function(e){e.preventDefault();open(r,true);});});
        Array.prototype.forEach.call(document.querySelectorAll('svg.chart'),function(svg){
          svg.addEventListener('click',function(e){var b=svg.getBoundingClientRect();
            var i=Math.round((e.clientX-b.left)/b.width*byFrame.length-0.5);
            open(byFrame[Math.max(0,Math.min(byFrame.length-1,i))],true);});});
        if(flip){
          flip.hidden=false;$('flipfig').hidden=false;var stage=document.querySelector('.stage'),timer=null;
          $('split').addEventListener('input',function(){stage.style.setProperty('--s',this.value+'%');});
          $('zoom').addEventListener('change',function(){view.style.setProperty('--z',this.value);});
          Array.prototype.forEach.call(document.querySelectorAll('input[name=mode]'),function(r){
            r.addEventListener('change',function(){clearInterval(timer);stage.classList.remove('off');
              var blink=this.value==='blink';stage.classList.toggle('blink',blink);$('split').disabled=blink;
              if(blink)timer=setInterval(function(){stage.classList.toggle('off');},500);});});
        }
        window.addEventListener('load',function(){Array.prototype.forEach.call(document.querySelectorAll('#view img'),function(i){
          if(i.complete&&i.naturalWidth===0)document.getElementById('errors').textContent+='image '+i.getAttribute('src')+' did not load\\n';});});
        document.body.setAttribute('data-script','ran');
        })();
        """
}
