/**
 * The PDLL front end: the ANTLR grammar's parser ({@code Pdll.g4}, generated at build time), the
 * semantic checks that run while it parses ({@code PdllSema}) and the syntax error wording
 * ({@code PdllErrors}), both after mlir-pdll 22.
 */
package org.jmlir.pdll.parse;
