package org.jmlir.lit.script;

/** A test file whose directives cannot be used (lit reports it UNRESOLVED). */
public final class ScriptException extends Exception {
  public ScriptException(String message) {
    super(message);
  }
}
