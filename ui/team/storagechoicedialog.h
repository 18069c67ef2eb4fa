#pragma once

#include <QDialog>

class QRadioButton;

namespace dd {

// Where this desk keeps its payments: "This computer only" (the encrypted cache, preselected, as on
// every start before) or "Team server" (the team's PostgreSQL database). Shown at the first start,
// and from Settings ▸ Connection in team mode to switch back.
class StorageChoiceDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Storage { ThisComputer, TeamServer };

    explicit StorageChoiceDialog(Storage current = Storage::ThisComputer, QWidget *parent = nullptr);

    Storage storage() const;

private:
    QRadioButton *m_thisComputer;
    QRadioButton *m_teamServer;
};

} // namespace dd
