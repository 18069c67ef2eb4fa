#pragma once

#include <QString>

namespace dd::SaveFolder {

// Where a Save dialog opens for `fileName` (a bare name, or empty for the folder alone): the folder
// the user last saved a file into, in this session or an earlier one, else the user's Documents
// folder — never the folder the program happened to be started from.
QString suggestedPath(const QString &fileName = {});
// Remembers the folder of a file the user chose in a Save dialog, for the next one.
void remember(const QString &chosenPath);

} // namespace dd::SaveFolder
