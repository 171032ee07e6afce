package org.jmlir.ir.parse;

import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * A region argument as written: {@code %name : type {attrs} loc(...)}; type, attrs and location
 * may be null when not given.
 */
public record Argument(UnresolvedOperand ssaName, Type type, DictionaryAttr attrs, Location location) {}
