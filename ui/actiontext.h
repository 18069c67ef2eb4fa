#pragma once

#include <QString>

namespace dd {

// An action's or menu's text as a person reads it: its mnemonic marks gone, an escaped "&&" kept as
// "&" ("&Look up…" → "Look up…", "Terms && conditions" → "Terms & conditions").
QString withoutMnemonic(QString text);

} // namespace dd
