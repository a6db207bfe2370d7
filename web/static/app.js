/* Kural Abisi: small progressive enhancements. Every page works without this file. */
(function () {
  "use strict";
  var $ = function (s, r) { return (r || document).querySelector(s); };
  var $$ = function (s, r) { return Array.prototype.slice.call((r || document).querySelectorAll(s)); };

  function fold(s) {
    return s.replace(/I/g, "ı").replace(/İ/g, "i").toLocaleLowerCase("tr")
      .replace(/ş/g, "s").replace(/ı/g, "i").replace(/ğ/g, "g").replace(/ü/g, "u")
      .replace(/ö/g, "o").replace(/ç/g, "c").replace(/[âà]/g, "a").replace(/î/g, "i").replace(/û/g, "u");
  }

  // Ask form: remember the ruleset, show that we are working.
  var ask = $("#sor-form");
  if (ask) {
    var pick = $("#kural", ask);
    if (pick) {
      pick.addEventListener("change", function () {
        document.cookie = "kural=" + encodeURIComponent(pick.value) + "; max-age=" + (pick.value ? 31536000 : 0) + "; path=/; samesite=lax";
      });
    }
    ask.addEventListener("submit", function (e) {
      var b = e.submitter || $("button[type=submit]", ask);
      if (b) { b.setAttribute("aria-busy", "true"); }
      var main = $("button.primary", ask); if (main) { main.textContent = "Bakıyorum…"; }
    });
  }

  // Copy link and Web Share.
  $$("[data-copy]").forEach(function (btn) {
    btn.hidden = false;
    btn.addEventListener("click", function () {
      var input = $(btn.getAttribute("data-copy"));
      var done = function () { btn.textContent = "Kopyalandı ✓"; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, function () { input.select(); });
      } else { input.select(); try { document.execCommand("copy"); done(); } catch (err) { /* selected */ } }
    });
  });
  var share = $("#share");
  if (share && navigator.share) {
    share.hidden = false;
    share.addEventListener("click", function () {
      navigator.share({ title: share.getAttribute("data-title"), text: share.getAttribute("data-text") || share.getAttribute("data-title"), url: share.getAttribute("data-url") })
        .catch(function () { /* cancelled */ });
    });
  }

  // 👍 / 👎 without leaving the page; after 👎 the "Ne yanlıştı?" form shows in place.
  var vote = $(".vote-form");
  var reasonForm = $("#neden-form");
  var art = $("article[data-code]");
  function thanks(el) {
    var p = document.createElement("p"); p.className = "ok"; p.setAttribute("role", "status");
    p.textContent = "Sağ ol! Oyunu aldım, kural listesini buna göre iyileştiriyoruz.";
    el.replaceWith(p);
  }
  function sendVote(body) {
    return fetch("/api/answers/" + art.getAttribute("data-code") + "/feedback", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    }).then(function (r) { if (!r.ok) { throw new Error(r.status); } });
  }
  if (vote && art && window.fetch) {
    vote.addEventListener("submit", function (e) {
      var b = e.submitter; if (!b) { return; }
      e.preventDefault();
      var down = b.value !== "up";
      sendVote({ vote: down ? -1 : 1 }).then(function () {
        if (down && reasonForm) {
          vote.remove(); reasonForm.hidden = false;
          var first = reasonForm.querySelector("input[type=radio]"); if (first) { first.focus(); }
        } else { thanks(vote); }
      }).catch(function () { vote.submit(); });
    });
  }
  if (reasonForm && art && window.fetch) {
    reasonForm.addEventListener("submit", function (e) {
      e.preventDefault();
      var picked = reasonForm.querySelector("input[name=neden]:checked");
      var note = reasonForm.querySelector("textarea[name=not]");
      var body = { vote: -1, reason: picked ? picked.value : null, note: note && note.value.trim() ? note.value.trim() : null };
      if (!body.reason && !body.note) { thanks(reasonForm); return; }
      sendVote(body).then(function () { thanks(reasonForm); }).catch(function () { reasonForm.submit(); });
    });
  }

  // Live filter on the rule list and the glossary (the server filters too, via ?q=).
  $$("input[data-filter]").forEach(function (input) {
    var box = $(input.getAttribute("data-filter")); if (!box) { return; }
    var count = $("#sayi");
    input.addEventListener("input", function () {
      var words = fold(input.value).split(/\s+/).filter(Boolean), shown = 0;
      $$("[data-text]", box).forEach(function (el) {
        var t = el.getAttribute("data-text"), ok = words.every(function (w) { return t.indexOf(w) >= 0; });
        el.hidden = !ok; if (ok) { shown++; }
      });
      $$("[data-group]", box).forEach(function (g) { g.hidden = !$("[data-text]:not([hidden])", g); });
      if (count) { count.textContent = shown + " madde."; }
    });
  });
  $$("select[data-autosubmit]").forEach(function (s) { s.addEventListener("change", function () { s.form.submit(); }); });

  // Calculator forms: show only the fields the chosen ruleset uses.
  $$("select[data-ruleset-select]").forEach(function (sel) {
    var form = sel.form;
    var sync = function () {
      var rs = sel.value, opt = sel.options[sel.selectedIndex];  // each option carries its ruleset's game and team
      var team = !!opt && opt.hasAttribute("data-ruleset-team"), game = opt && opt.getAttribute("data-ruleset-game");
      $$("[data-team]", form).forEach(function (el) { el.hidden = !team; });
      $$("[data-rs]", form).forEach(function (el) { el.hidden = el.getAttribute("data-rs").split(" ").indexOf(rs) < 0; });
      $$("[data-game]", form).forEach(function (el) { el.hidden = el.getAttribute("data-game") !== game; });
    };
    sel.addEventListener("change", sync); sync();
  });
  $$("input[data-name-input]").forEach(function (input) {
    var label = $("[data-name-of='" + input.getAttribute("data-name-input") + "']");
    input.addEventListener("input", function () { if (label) { label.textContent = input.value || "?"; } });
  });

  // Quick entry: −101 / +101 add to what is typed (the finisher's −101, a +101 penalty; twice for ×2).
  $$("button[data-add]").forEach(function (btn) {
    var input = document.getElementById(btn.getAttribute("data-for")); if (!input) { return; }
    btn.hidden = false;
    btn.addEventListener("click", function () {
      var now = parseInt((input.value || "0").replace(/\u2212/g, "-").replace(/\s+/g, ""), 10);
      var sum = (isNaN(now) ? 0 : now) + parseInt(btn.getAttribute("data-add"), 10);
      input.value = String(sum).replace("-", "\u2212");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  });

  // Çetele: follow the table live. When someone else adds a hand, only the table, the status line
  // and the hand-by-hand account are swapped in place: an open "Ellerin hesabı" stays open, the scroll
  // position stays, and a form someone is typing in is never touched (its version is brought up to
  // date so the new hand still goes in after the others).
  var sheet = $("[data-sheet]");
  if (sheet && window.fetch && window.DOMParser) {
    var typing = false;
    $$("form").forEach(function (f) { f.addEventListener("input", function () { typing = true; }); });
    var notice = function () {
      var st = $("#durum");
      if (st && !$("#yenile")) { st.insertAdjacentHTML("beforeend", ' <a id="yenile" href="">Masadan biri el ekledi, yenile</a>'); }
    };
    var refresh = function () {
      if (!$("[data-live]")) { if (typing) { notice(); } else { location.reload(); } return; }  // pages without live regions
      return fetch(location.pathname, { cache: "no-store", headers: { Accept: "text/html" } })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (!html) { return; }
          var doc = new DOMParser().parseFromString(html, "text/html");
          var fresh = doc.querySelector("[data-sheet]"); if (!fresh) { return; }
          if (fresh.getAttribute("data-over") !== sheet.getAttribute("data-over")) {
            if (typing) { notice(); } else { location.reload(); }
            return;
          }
          $$("[data-live]").forEach(function (el) {
            var src = doc.querySelector("[data-live='" + el.getAttribute("data-live") + "']");
            if (src && src.innerHTML !== el.innerHTML) { el.innerHTML = src.innerHTML; }
          });
          var details = $("#hesap"), freshDetails = doc.querySelector("#hesap");
          if (details && freshDetails) { details.hidden = freshDetails.hidden; }
          $$("input[data-live-version]").forEach(function (i) { i.value = fresh.getAttribute("data-version"); });
          sheet.setAttribute("data-version", fresh.getAttribute("data-version"));
        });
    };
    setInterval(function () {
      if (document.hidden) { return; }
      fetch("/api/sheets/" + sheet.getAttribute("data-sheet"), { cache: "no-store" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (s) {
          if (s && String(s.version) !== sheet.getAttribute("data-version")) { return refresh(); }
        }).catch(function () { /* offline for a moment: try again on the next tick */ });
    }, 8000);
  }

  // Offline: the service worker keeps the shell, the rules and what this phone opened.
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (reg) {
      var warm = function () { if (reg.active) { reg.active.postMessage("warm"); } };
      if (window.requestIdleCallback) { window.requestIdleCallback(warm, { timeout: 10000 }); } else { setTimeout(warm, 3000); }
    }).catch(function () { /* no worker: the site still works online */ });
  }
  // The typed question survives a failed send (no network): kept for this tab, put back on the offline page.
  var box = $("#soru");
  if (box && box.form && window.sessionStorage) {
    var offline = document.querySelector(".offline");
    if (offline && !box.value) {
      box.value = new URLSearchParams(location.search).get("soru") || sessionStorage.getItem("ka-soru") || "";
    }
    box.form.addEventListener("submit", function () {
      try { sessionStorage.setItem("ka-soru", box.value); } catch (e) { /* storage full or off */ }
    });
  }
  if (document.querySelector("article.answer") && window.sessionStorage) { sessionStorage.removeItem("ka-soru"); }
  // Offline page: list the answers and sheets this phone kept.
  var kept = $("#acilanlar");
  if (kept && window.caches) {
    caches.open("ka-seen").then(function (c) { return c.keys(); }).then(function (keys) {
      var pages = keys.map(function (r) { return new URL(r.url); })
        .filter(function (u) { return /^\/(a|cetele)\/[0-9A-Za-z]{7}$/.test(u.pathname); }).reverse().slice(0, 20);
      return Promise.all(pages.map(function (u) {
        return caches.match(u.href).then(function (res) { return res ? res.text() : ""; }).then(function (html) {
          var t = (new DOMParser().parseFromString(html, "text/html").title || u.pathname).replace(/ · Kural Abisi$/, "");
          var li = document.createElement("li"), a = document.createElement("a");
          a.href = u.pathname; a.textContent = t; li.appendChild(a); kept.appendChild(li);
        });
      }));
    }).then(function () { kept.hidden = !kept.children.length; }).catch(function () {});
  }
})();
