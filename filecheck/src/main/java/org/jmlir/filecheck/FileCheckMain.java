package org.jmlir.filecheck;

import org.jmlir.tool.Tools;

/** The {@code jfilecheck} launcher's entry point. */
public final class FileCheckMain {
  private FileCheckMain() {}

  public static void main(String[] args) {
    Tools.main(new FileCheckTool(), args);
  }
}
