package org.jmlir.tool;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/**
 * The reason of a failed file operation in the words LLVM's tools print after the path (the system's
 * strerror text): "No such file or directory", "Permission denied", "Is a directory"; otherwise the
 * exception's message. One place for every tool's "cannot open ... : reason" lines.
 */
public final class IoReason {
  private IoReason() {}

  public static String of(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e instanceof IOException && e.getMessage() != null && e.getMessage().contains("Is a directory")) {
      return "Is a directory";
    }
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }
}
