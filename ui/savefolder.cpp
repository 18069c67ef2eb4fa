#include "ui/savefolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace dd::SaveFolder {

namespace {

const QString LastFolderKey = QStringLiteral("files/lastSaveFolder");

QString documents()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return folder.isEmpty() ? QDir::homePath() : folder;
}

} // namespace

QString suggestedPath(const QString &fileName)
{
    const QString last = QSettings().value(LastFolderKey).toString();
    // A folder removed since (a USB stick, a deleted export folder) is not offered again.
    const QString folder = !last.isEmpty() && QFileInfo(last).isDir() ? last : documents();
    return fileName.isEmpty() ? folder : QDir(folder).filePath(fileName);
}

void remember(const QString &chosenPath)
{
    if (chosenPath.isEmpty())
        return;
    QSettings().setValue(LastFolderKey, QFileInfo(chosenPath).absolutePath());
}

} // namespace dd::SaveFolder
