package org.jmlir.pdll.ast;

import java.util.ArrayList;
import java.util.List;

/** A parsed and checked PDLL file (with the files it includes): its declarations in order. */
public record PdllModule(List<Decl> decls, List<PdllDiagnostic> warnings) {
  public List<Decl.Pattern> patterns() {
    List<Decl.Pattern> out = new ArrayList<>();
    for (Decl d : decls) {
      if (d instanceof Decl.Pattern p) {
        out.add(p);
      }
    }
    return out;
  }

  public List<Decl.Callable> callables() {
    List<Decl.Callable> out = new ArrayList<>();
    for (Decl d : decls) {
      if (d instanceof Decl.Callable c) {
        out.add(c);
      }
    }
    return out;
  }
}
