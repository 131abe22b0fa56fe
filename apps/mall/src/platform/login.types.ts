/**
 * The one interface of login.weapp.ts and login.h5.ts (Taro picks the file of the platform it builds): how the
 * platform signs the shopper in without asking.
 */
export interface PlatformLogin {
  /**
   * WeChat's one-time login code (`Taro.login`), which `wechat/login` turns into a session: the mini-program signs in
   * with it at launch and again when a token expires. Null in H5, where the session is the stored token and an
   * expired one leads to the login page.
   */
  wechatCode: () => Promise<string | null>
}
