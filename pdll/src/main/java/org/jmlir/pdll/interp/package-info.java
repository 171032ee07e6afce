/**
 * The PDLL pattern interpreter: {@link org.jmlir.pdll.interp.PdllRules} turns a checked PDLL module
 * into rewrite patterns, with native constraints and rewrites implemented in Java
 * ({@link org.jmlir.pdll.interp.PdllNatives}).
 */
package org.jmlir.pdll.interp;
