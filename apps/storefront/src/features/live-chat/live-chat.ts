/**
 * SPEC §5 / §8 live chat: the script loads only when both a script URL and a module id are
 * configured (storefront env LIVE_CHAT_SCRIPT_URL, LIVE_CHAT_MODULE_ID); otherwise only a message
 * is logged.
 */

export const LIVE_CHAT_NO_SCRIPT_URL = 'Live chat script url is not provided in the config file';
export const LIVE_CHAT_NO_MODULE_ID = 'Live chat module id is not provided in the config file';
export const LIVE_CHAT_SCRIPT_ID = 'lumo-live-chat';

export interface LiveChatConfig {
  scriptUrl: string;
  moduleId: string;
}

/** The server side: env values, a script URL only when it is https (or same-origin). */
export function liveChatConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): LiveChatConfig {
  const scriptUrl = env.LIVE_CHAT_SCRIPT_URL?.trim() ?? '';
  const moduleId = env.LIVE_CHAT_MODULE_ID?.trim().slice(0, 128) ?? '';
  const safeUrl = /^(https:\/\/|\/(?!\/))/.test(scriptUrl) ? scriptUrl.slice(0, 2048) : '';
  return { scriptUrl: safeUrl, moduleId };
}

export function startLiveChat(config: LiveChatConfig, doc: Document = document): boolean {
  if (!config.scriptUrl) {
    console.log(LIVE_CHAT_NO_SCRIPT_URL);
    return false;
  }
  if (!config.moduleId) {
    console.log(LIVE_CHAT_NO_MODULE_ID);
    return false;
  }
  if (doc.getElementById(LIVE_CHAT_SCRIPT_ID)) return true;
  const script = doc.createElement('script');
  script.id = LIVE_CHAT_SCRIPT_ID;
  script.async = true;
  script.src = config.scriptUrl;
  script.dataset.moduleId = config.moduleId;
  doc.body.appendChild(script);
  return true;
}
