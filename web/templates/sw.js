/* Kural Abisi service worker: the app shell, the rules and what this phone opened, offline too.
   Rendered by web/pwa.py: VERSION changes with the static files and the knowledge base, and a
   new version throws the old caches away. No third-party code; same origin only. */
"use strict";
var VERSION = {{ version|tojson }};
var SHELL = {{ shell|tojson }};        /* pages and static files every visit needs */
var ARTICLES = {{ articles|tojson }};  /* every rule article: fetched in the background */
var OFFLINE = "/cevrimdisi";
var STATIC = "ka-static-" + VERSION, PAGES = "ka-pages-" + VERSION, SEEN = "ka-seen";

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(STATIC).then(function (c) { return c.addAll(SHELL); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k !== STATIC && k !== PAGES && k !== SEEN; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

/* The page asks for the rule articles once it is idle (a message can wait for its work). */
self.addEventListener("message", function (event) {
  if (event.data !== "warm") { return; }
  event.waitUntil(caches.open(PAGES).then(function (c) {
    return Promise.all(ARTICLES.map(function (url) {
      return c.match(url).then(function (hit) { return hit || c.add(url).catch(function () {}); });
    }));
  }));
});

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, function (ch) {
    return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch];
  });
}

/* Offline: the "çevrimdışısın" page, with the question the person typed kept in its box. */
function offlinePage(question) {
  return caches.match(OFFLINE).then(function (res) {
    if (!res) { return new Response("Çevrimdışısın.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } }); }
    return res.text().then(function (html) {
      if (question) {
        html = html.replace(/(<textarea[^>]*data-fill="soru"[^>]*>)[^<]*(<\/textarea>)/, "$1" + escapeHtml(question) + "$2");
      }
      return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
  });
}

var MAX_SEEN = 200;  /* answers and sheets this phone opened, newest kept */

function keep(cacheName, request, response) {
  if (response && response.ok && response.type === "basic") {
    var copy = response.clone();
    caches.open(cacheName).then(function (c) {
      return c.put(request, copy).then(function () {
        if (cacheName !== SEEN) { return; }
        return c.keys().then(function (keys) {
          return Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SEEN)).map(function (k) { return c.delete(k); }));
        });
      });
    });
  }
  return response;
}

/* A page kept from an older version names older fingerprints: serve the same file by its name. */
function sameFile(request) {
  var name = new URL(request.url).pathname.split("/").pop();
  return caches.open(STATIC).then(function (c) {
    return c.keys().then(function (keys) {
      var k = keys.filter(function (r) { return new URL(r.url).pathname.split("/").pop() === name; })[0];
      return k ? c.match(k) : Response.error();
    });
  });
}

function fromCacheOr(request, fallback) {
  return caches.match(request, { ignoreSearch: false }).then(function (hit) { return hit || fallback(); });
}

self.addEventListener("fetch", function (event) {
  var req = event.request, url = new URL(req.url);
  if (url.origin !== self.location.origin) { return; }

  if (req.method === "POST") {
    if (url.pathname !== "/sor") { return; }  /* other forms: the browser's own offline error */
    var copy = req.clone();
    event.respondWith(fetch(req).catch(function () {
      return copy.formData().then(function (f) { return offlinePage(String(f.get("soru") || f.get("ornek") || "")); },
                                  function () { return offlinePage(""); });
    }));
    return;
  }
  if (req.method !== "GET" || url.pathname.indexOf("/api/") === 0 || url.pathname === "/sw.js") { return; }

  if (url.pathname.indexOf("/static/") === 0) {  /* fingerprinted: never changes */
    event.respondWith(fromCacheOr(req, function () {
      return fetch(req).then(function (r) { return keep(STATIC, req, r); }).catch(function () { return sameFile(req); });
    }));
    return;
  }
  if (/^\/a\/[0-9A-Za-z]{7}(\/kart\.png)?$/.test(url.pathname)) {  /* answers never change: cache first */
    event.respondWith(fromCacheOr(req, function () {
      return fetch(req).then(function (r) { return keep(SEEN, req, r); })
        .catch(function () { return offlinePage(""); });
    }));
    return;
  }
  var seen = /^\/cetele\/[0-9A-Za-z]{7}(\/yazdir)?$/.test(url.pathname);
  if (req.mode === "navigate" || seen) {  /* pages: the newest from the network, else the copy */
    event.respondWith(fetch(req).then(function (r) {
      return keep(seen ? SEEN : PAGES, req, r);
    }).catch(function () {
      return caches.match(req).then(function (hit) { return hit || offlinePage(url.searchParams.get("soru") || ""); });
    }));
  }
});
