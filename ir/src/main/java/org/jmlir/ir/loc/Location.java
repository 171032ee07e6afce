package org.jmlir.ir.loc;

import org.jmlir.ir.attr.Attribute;

/** Where an op or value came from; locations are attributes, interned in the context. */
public sealed interface Location extends Attribute
    permits UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc {

  /** The first file:line:col found inside this location, or null (for rendering diagnostics). */
  default FileLineColLoc findFileLineCol() {
    return switch (this) {
      case FileLineColLoc f -> f;
      case NameLoc n -> n.child().findFileLineCol();
      case CallSiteLoc c -> c.callee().findFileLineCol();
      case FusedLoc f -> {
        for (Location l : f.locations()) {
          FileLineColLoc found = l.findFileLineCol();
          if (found != null) {
            yield found;
          }
        }
        yield null;
      }
      case UnknownLoc u -> null;
    };
  }
}
