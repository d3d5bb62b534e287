# Darvazeh behind Varnish: a shared cache in front of the app instances that the app purges by key.
#
# Anonymous public pages carry `Cache-Control: public, s-maxage=N, stale-while-revalidate=M` and
# never set a cookie, so one cached copy serves every visitor; signed-in state loads in the browser.
# Each cached answer is keyed (vmod xkey) by its path, query string left out, and by `all`. When
# content changes, the instance that made the change sends
#   PURGE /  with  xkey-purge: /fa/articles/slug /fa/articles /fa …   (or `all`)
# to PURGE_URL, and every page with one of those keys is gone at once, in every query variant.
# Why Varnish and xkey rather than nginx's cache purge: docs/adr/0007-cache-coherence.md.
#
# Install (Debian): apt-get install varnish varnish-modules; copy to /etc/varnish/default.vcl,
# list the app instances below, and set PURGE_URL=http://<this host>:6081/ on every instance.
vcl 4.1;

import directors;
import xkey;

# Readiness (README, "Operating an instance"): 503 while an instance starts, drains after SIGTERM,
# or cannot reach PostgreSQL or Redis, so Varnish stops sending it requests within about 4 s. Set
# SHUTDOWN_DELAY_SECONDS=5 on the instances: they keep serving that long after SIGTERM, while
# this probe notices.
probe health {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

# One line per app instance (each started with `npm start`, sharing DATABASE_URL and REDIS_URL).
backend app_a { .host = "app-a"; .port = "3000"; .probe = health; .first_byte_timeout = 60s; .between_bytes_timeout = 3600s; }
backend app_b { .host = "app-b"; .port = "3000"; .probe = health; .first_byte_timeout = 60s; .between_bytes_timeout = 3600s; }

# Who may purge: the app instances (loopback and private networks).
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

# Proxies in front of Varnish (nginx) whose X-Request-Id is kept; anyone else's is replaced.
acl proxies {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app_a);
    app.add_backend(app_b);
}

sub vcl_recv {
    set req.backend_hint = app.backend();

    # One id per request, on Varnish's log and the app's (which believes it from TRUSTED_PROXIES).
    if (!req.http.X-Request-Id || client.ip !~ proxies) {
        set req.http.X-Request-Id = server.identity + "-" + req.xid;
    }

    # Probes and metrics are for the orchestrator and Prometheus, which reach each instance directly.
    if (req.url ~ "^/(livez|readyz|metrics)(\?|$)") {
        return (synth(404, "Not Found"));
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        # A hard purge: a taken-down page is never served again, not even as stale.
        set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.X-Purged));
    }

    # Varnish appends the address it saw to X-Forwarded-For; the app believes it only from
    # TRUSTED_PROXIES.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API (personal answers, the notification stream), CSRF cookies, and anything signed in.
    if (req.url ~ "^/(api|sanctum)/" || req.http.Authorization || req.http.Cookie ~ "(^|;\s*)authorization_token=") {
        return (pass);
    }
    # The bare / redirects by the visitor's language and cookie: never shared.
    if (req.url ~ "^/(\?.*)?$") {
        return (pass);
    }
    # A preview link's page is for its holder only, and its token must not sit in the cache (ADR 0020).
    if (req.url ~ "^/(fa|en)/preview/") {
        return (pass);
    }
    # Light mode (ADR 0031): the reader's cookie wins over the browser's Save-Data, and becomes that
    # header, which the pages name in Vary: two copies per page, one full and one light.
    if (req.http.Cookie ~ "(^|;\s*)light_mode=on(;|$)" || (req.http.Save-Data ~ "(?i)^\s*on\s*$" && req.http.Cookie !~ "(^|;\s*)light_mode=off(;|$)")) {
        set req.http.Save-Data = "on";
    } else {
        unset req.http.Save-Data;
    }
    # Public pages read no cookie (ADR 0001): one copy for every visitor.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # Redirects depend on the visitor; anything else without a shared lifetime falls to the built-in rules.
    if (beresp.status >= 300 && beresp.status < 400) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    if (bereq.url ~ "^/_next/static/") {
        set beresp.ttl = 365d;
    }
    set beresp.http.xkey = "all " + regsub(bereq.url, "\?.*$", "");
    # A filtered or paged list (/fa/articles/category/x/page/2) also answers to its section's key
    # (/fa/articles), which every change to an item of that type purges (ADR 0006).
    if (bereq.url ~ "^/(fa|en)/[^/?]+/[^/?]+/[^/?]") {
        set beresp.http.xkey = beresp.http.xkey + " " + regsub(bereq.url, "^(/(fa|en)/[^/?]+)/.*$", "\1");
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    # A cached answer carries the id of the request that filled the cache; the reader gets their own.
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
