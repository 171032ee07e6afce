package org.jmlir.hlo.interpret;

import org.jmlir.ir.loc.Location;

/**
 * A run-time error of the interpreter: a shape mismatch, an index out of range where the
 * specification makes it an error, a failed check, an op it cannot run. {@link #location()} is the
 * location of the op that failed, when known; {@link #opName()} its name.
 */
public class InterpreterException extends RuntimeException {
  private Location location;
  private String opName;

  public InterpreterException(String message) {
    super(message, null, false, false);
  }

  /** The failing op's location, or null. */
  public Location location() {
    return location;
  }

  /** The failing op's name, or null. */
  public String opName() {
    return opName;
  }

  /** Records where the error happened (the innermost op wins). */
  InterpreterException at(String opName, Location location) {
    if (this.opName == null) {
      this.opName = opName;
      this.location = location;
    }
    return this;
  }
}
