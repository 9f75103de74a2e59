/*
 * Morsel: a minimal, local stand-in for Google's `gapi.iframes`, used ONLY with
 * the Firebase Auth emulator (never with real Firebase).
 *
 * The Firebase JS SDK's popup/redirect sign-in and the emulator's helper
 * iframe talk through gapi.iframes, which normally loads from apis.google.com.
 * So that sign-in works with no network, the app defines `window.gapi` from
 * this file before signing in (the SDK then skips loading Google's script),
 * and the API rewrites the emulator's helper pages to load this file too.
 * Both sides are on the app's own origin, and messages are only exchanged
 * with that origin and with the frames this shim opened or was opened by.
 *
 * It implements exactly what those two sides call: gapi.load('gapi.iframes'),
 * getContext().open(...) with ping/restyle/register/send on the parent side,
 * and getContext().getParentIframe() with register/send on the child side.
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.__morselShim) return;

  var ORIGIN = window.location.origin;
  var TAG = '__morselGapi';
  var nextId = 1;
  var pendingReplies = {};
  var channels = [];

  function Channel(getTarget) {
    this.getTarget = getTarget;
    this.handlers = {};
    this.queued = {};
    channels.push(this);
  }

  Channel.prototype.post = function (message) {
    var target = this.getTarget();
    if (target) target.postMessage(message, ORIGIN);
  };

  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < waiting.length; i++) this.deliver(waiting[i]);
  };

  // A message that arrives before its handler is registered waits for it.
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    var post = this.post.bind(this);
    var result;
    try {
      result = handler(message.data);
    } catch (error) {
      result = { status: 'ERROR', error: String(error) };
    }
    Promise.resolve(result).then(function (value) {
      post({ [TAG]: 'reply', id: message.id, result: [value] });
    });
  };

  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++) + ':' + Math.random().toString(36).slice(2);
    if (typeof callback === 'function') pendingReplies[id] = callback;
    this.post({ [TAG]: 'send', id: id, name: name, data: data });
  };

  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  Channel.prototype.ping = function (callback) {
    var loaded = this.loaded || Promise.resolve();
    return loaded.then(function () {
      if (typeof callback === 'function') callback();
    });
  };

  function channelFor(source) {
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].getTarget() === source) return channels[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (event.origin !== ORIGIN || !message || typeof message !== 'object' || !message[TAG]) return;
    var channel = channelFor(event.source);
    if (!channel) return;
    if (message[TAG] === 'send') {
      channel.deliver(message);
    } else if (message[TAG] === 'reply') {
      var callback = pendingReplies[message.id];
      delete pendingReplies[message.id];
      if (callback) {
        try {
          callback(message.result);
        } catch {
          // The SDK may throw from its own callback; that must not break messaging.
        }
      }
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, callback) {
      var iframe = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') {
          Object.keys(attributes.style).forEach(function (prop) {
            iframe.style[prop] = attributes.style[prop];
          });
        } else {
          iframe.setAttribute(key, attributes[key]);
        }
      });
      iframe.title = 'Sign-in helper';
      var channel = new Channel(function () {
        return iframe.contentWindow;
      });
      channel.loaded = new Promise(function (resolve) {
        iframe.addEventListener('load', function () {
          resolve();
        });
      });
      iframe.src = options.url;
      (options.where || document.body).appendChild(iframe);
      return typeof callback === 'function' ? callback(channel) : channel;
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(function () {
          return window.parent !== window ? window.parent : null;
        });
      }
      return parentChannel;
    },
  };

  var iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };

  window.gapi = {
    __morselShim: true,
    iframes: undefined,
    load: function (_name, options) {
      window.gapi.iframes = iframes;
      var callback = typeof options === 'function' ? options : options && options.callback;
      if (callback) setTimeout(callback, 0);
    },
  };

  // Loaders call back when the script is ready: the emulator's page through
  // `gapi_onload`, Google's loader through `?onload=<name>`.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
    if (onload && typeof window[onload] === 'function') window[onload]();
  }, 0);
})();
