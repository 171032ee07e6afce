package org.jmlir.dialect.tfdevice.transforms;

/** Test access to HoistBroadcastRead's package-private device-name parsing. */
public final class HoistBroadcastReadAccess {
  private HoistBroadcastReadAccess() {}

  public static String deviceType(String name) {
    return HoistBroadcastRead.deviceType(name);
  }
}
