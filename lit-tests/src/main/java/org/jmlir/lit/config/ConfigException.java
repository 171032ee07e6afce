package org.jmlir.lit.config;

/** A suite or directory config that jlit cannot use; the message starts with {@code file:line:}. */
public final class ConfigException extends Exception {
  public ConfigException(String message) {
    super(message);
  }
}
