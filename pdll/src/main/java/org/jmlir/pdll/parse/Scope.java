package org.jmlir.pdll.parse;

import java.util.HashMap;
import java.util.Map;
import org.jmlir.pdll.ast.Decl;

/** A PDLL declaration scope; lookups walk out to the enclosing scopes (mlir-pdll's DeclScope). */
final class Scope {
  final Scope parent;
  private final Map<String, Decl> decls = new HashMap<>();

  Scope(Scope parent) {
    this.parent = parent;
  }

  void add(Decl d) {
    decls.put(d.name(), d);
  }

  Decl lookup(String name) {
    for (Scope s = this; s != null; s = s.parent) {
      Decl d = s.decls.get(name);
      if (d != null) {
        return d;
      }
    }
    return null;
  }
}
