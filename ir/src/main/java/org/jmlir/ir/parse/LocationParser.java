package org.jmlir.ir.parse;

import org.jmlir.ir.loc.Location;

/** Parses {@code loc(...)} and the location forms inside it (MLIR's LocationParser.cpp). */
public final class LocationParser extends ParserBase {
  LocationParser(ParserState state) {
    super(state);
  }

  /** {@code loc(...)}; the current token must be the {@code loc} keyword. */
  public Location parseLocationSpecifier() {
    throw emitError("location parsing is being written (LocationParser)");
  }

  /** The location inside {@code loc(...)} (also used for {@code #loc} alias definitions). */
  public Location parseLocationInstance() {
    throw emitError("location parsing is being written (LocationParser)");
  }
}
