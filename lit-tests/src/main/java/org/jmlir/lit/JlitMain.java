package org.jmlir.lit;

import org.jmlir.tool.Tools;

/** The {@code bin/jlit} entry point. */
public final class JlitMain {
  private JlitMain() {}

  public static void main(String[] args) {
    Tools.main(new Jlit(), args);
  }
}
