package org.jmlir.dialect.tfdevice;

import java.util.Locale;

/** TensorFlow device names ({@code /job:w/replica:0/task:0/device:TPU:1}, legacy {@code /cpu:0}). */
public final class DeviceNames {
  private DeviceNames() {}

  /**
   * The device type of a full or legacy device name ({@code "CPU"}, {@code "TPU_SYSTEM"}), {@code ""}
   * for the empty name, null when the name is not a device name.
   */
  public static String deviceType(String name) {
    for (String part : name.split("/")) {
      if (part.startsWith("device:")) {
        String rest = part.substring("device:".length());
        int colon = rest.indexOf(':');
        return colon < 0 ? rest : rest.substring(0, colon);
      }
      String lower = part.toLowerCase(Locale.ROOT);
      if (lower.startsWith("cpu:") || lower.startsWith("gpu:")) {
        return part.substring(0, 3).toUpperCase(Locale.ROOT);
      }
    }
    return name.isEmpty() ? "" : null;
  }
}
